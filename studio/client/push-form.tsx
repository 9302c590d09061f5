import { useState } from "react";
import type { PushAnswer, PushTarget } from "../shared/api-types.ts";
import { messageOf, sendJson } from "./api.ts";

/** What the button says of where a push goes: the address, or that it is a folder here. */
function placeOf(target: PushTarget): string {
  return target.folder ? "a folder on this computer" : target.where;
}

/**
 * Sends the current branch to its remote, only when the button is pressed: commits stay on this
 * computer until then. The button names the branch and the remote before anything is sent.
 */
export function PushForm({
  target,
  onStatus,
  onPushed,
}: {
  target: PushTarget;
  onStatus(message: string): void;
  onPushed(): void;
}) {
  const [sending, setSending] = useState(false);
  const push = async () => {
    setSending(true);
    onStatus(`Sending branch ${target.branch} to ${target.remote}…`);
    try {
      const answer = await sendJson<PushAnswer>("POST", "/push", {
        remote: target.remote,
        branch: target.branch,
      });
      onStatus(answer.message);
      if (answer.ok) onPushed();
    } catch (error) {
      onStatus(messageOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="push-form">
      <h2>Send to {target.remote}</h2>
      <p>
        {target.folder
          ? `${target.remote} is a folder on this computer: ${target.where}.`
          : `${target.remote} is ${target.where}.`}{" "}
        Commits stay on this computer until you send them.
      </p>
      <button type="button" onClick={() => void push()} disabled={sending}>
        Send branch {target.branch} to {target.remote} ({placeOf(target)})
      </button>
    </div>
  );
}
