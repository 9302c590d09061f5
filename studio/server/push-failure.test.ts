import { describe, expect, it } from "vitest";
import { pushFailureReason } from "./push-failure.ts";

// git's own output for failures met in practice, cut to what a person can act on.
describe("pushFailureReason", () => {
  it("says that git's credentials were not accepted", () => {
    const output = "fatal: could not read Username for 'https://github.com': terminal prompts disabled\n";
    expect(pushFailureReason("origin", "main", output)).toBe(
      "origin did not accept the credentials git has on this computer: ask whoever set up the repository to give git access to it.",
    );
  });

  it("says that the remote has changes this copy does not have", () => {
    const output = [
      "To github.com:acme/site.git",
      " ! [rejected]        main -> main (fetch first)",
      "error: failed to push some refs to 'github.com:acme/site.git'",
      "hint: Updates were rejected because the remote contains work that you do not",
      "hint: have locally.",
    ].join("\n");
    expect(pushFailureReason("origin", "main", output)).toBe(
      "origin has changes on branch main that this copy does not have yet: commit to a new branch and send that one instead, or ask a developer to bring those changes in first.",
    );
  });

  it("keeps git's one telling line otherwise, without its prefix or hints", () => {
    const output =
      "hint: something\nerror: src refspec main does not match any\nerror: failed to push some refs\n";
    expect(pushFailureReason("origin", "main", output)).toBe(
      "git says: “src refspec main does not match any”.",
    );
  });

  it("says an unreachable remote is one, without a token its address carries", () => {
    const output =
      "fatal: unable to access 'https://x-access-token:abc123@git.example.net/acme/site.git/': Could not resolve host: git.example.net\n";
    expect(pushFailureReason("origin", "main", output)).toBe(
      "origin could not be reached (git says: “unable to access 'https://git.example.net/acme/site.git/': Could not resolve host: git.example.net”).",
    );
  });
});
