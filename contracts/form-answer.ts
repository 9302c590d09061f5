/**
 * What the two form routes answer (POST /api/contact, POST /api/newsletter) and
 * how the page shows it. The server builds its answers with these types; the site reads them.
 */

/** How a message is shown: green or red. */
export type MessageKind = "success" | "error";

/** A message for the visitor and how it is shown. */
export interface FormMessage {
  kind: MessageKind;
  text: string;
}

/** An accepted submission is told in green. */
export type AcceptedKind = Exclude<MessageKind, "error">;

/**
 * Every answer of the form routes. Success needs HTTP ok as well as `success: true`; `kind` says
 * how the page shows the message, so it never guesses from the text.
 */
export type FormAnswer =
  | { success: true; message: string; kind: AcceptedKind }
  | { success: false; error: string };
