import { siFacebook, siX } from "simple-icons";

const paths: Record<"facebook" | "x", string> = { facebook: siFacebook.path, x: siX.path };

/** Brand marks for the footer's social links (simple-icons has no LinkedIn mark, so it is drawn here as a path). */
export function SocialIcon({ network }: { network: "facebook" | "x" | "linkedin" }) {
  if (network === "linkedin") {
    // Drawn, not set in <text>: visible text inside the link would have to be part of its accessible name (WCAG 2.5.3).
    return (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
      >
        <path
          fillRule="evenodd"
          d="M5 1h14a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4V5a4 4 0 0 1 4-4Zm2 4.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM5.5 10v9h3v-9h-3Zm5 0v9h3v-4.8c0-1.3.6-2 1.6-2s1.4.7 1.4 2V19h3v-5.4c0-2.7-1.3-3.9-3.4-3.9-1.3 0-2.1.6-2.6 1.3V10h-3Z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
