import type { ServerSettings } from "../../contracts/server-settings.ts";
import type { StoredEnquiry, StoredSubscription } from "../store/leads-store.ts";
import type { WebhookEvent } from "./webhook-event.ts";

/** What a chat message needs of the site. */
export type ChatSettings = Pick<ServerSettings, "siteName" | "budgetLabels">;

/** A lead as a few lines anyone can read at a glance: a title, facts, and the visitor's own words. */
interface Summary {
  title: string;
  facts: [string, string][];
  text: string | undefined;
}

function summary(
  event: WebhookEvent,
  lead: StoredEnquiry | StoredSubscription,
  settings: ChatSettings,
): Summary {
  if ("description" in lead) {
    const budget = lead.budget ? (settings.budgetLabels[lead.budget] ?? lead.budget) : "";
    const facts: [string, string][] = [
      ["Name", `${lead.firstName} ${lead.lastName}`],
      ["Email", lead.email],
      ["Phone", lead.phone],
      ["Company", lead.company],
      ["Service interest", lead.serviceInterest],
      ["Budget", budget],
    ];
    return {
      title: `New enquiry #${lead.id} on the ${settings.siteName} website`,
      facts: facts.filter(([, value]) => value !== ""),
      text: lead.description,
    };
  }
  return {
    title: `New newsletter subscriber on the ${settings.siteName} website`,
    facts: [
      ["Email", lead.email],
      ["Confirmed", lead.confirmedAt ?? event.createdAt],
    ],
    text: undefined,
  };
}

/** Slack reads &, < and > in message text as markup: https://api.slack.com/reference/surfaces/formatting#escaping */
const slackText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A Slack incoming webhook's message (`text` in mrkdwn): the title in bold, a line per fact, the text quoted. */
export function slackMessage(
  event: WebhookEvent,
  lead: StoredEnquiry | StoredSubscription,
  settings: ChatSettings,
) {
  const { title, facts, text } = summary(event, lead, settings);
  const lines = [
    `*${slackText(title)}*`,
    ...facts.map(([name, value]) => `${name}: ${slackText(value)}`),
    ...(text === undefined ? [] : text.split("\n").map((line) => `> ${slackText(line)}`)),
  ];
  return { text: lines.join("\n") };
}

/**
 * A Microsoft Teams workflow's message ("Post to a channel when a webhook request is received"):
 * one Adaptive Card with the title, the facts and the text.
 */
export function teamsMessage(
  event: WebhookEvent,
  lead: StoredEnquiry | StoredSubscription,
  settings: ChatSettings,
) {
  const { title, facts, text } = summary(event, lead, settings);
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: title, weight: "Bolder", size: "Medium", wrap: true },
            { type: "FactSet", facts: facts.map(([name, value]) => ({ title: name, value })) },
            ...(text === undefined ? [] : [{ type: "TextBlock", text, wrap: true }]),
          ],
        },
      },
    ],
  };
}
