import { describe, expect, it } from "vitest";
import { remoteLocation } from "./remote-location.ts";

describe("remoteLocation", () => {
  it("shows an address without a password or token, and says when a remote is a folder", () => {
    const root = "/home/maintainer/site";
    expect(remoteLocation("https://x-access-token:abc@github.com/acme/site.git", root)).toEqual({
      where: "https://github.com/acme/site.git",
      folder: false,
    });
    expect(remoteLocation("ssh://git@github.com/acme/site.git", root)).toEqual({
      where: "ssh://git@github.com/acme/site.git",
      folder: false,
    });
    expect(remoteLocation("git@github.com:acme/site.git", root)).toEqual({
      where: "git@github.com:acme/site.git",
      folder: false,
    });
    expect(remoteLocation("file:///srv/git/site.git", root)).toEqual({
      where: "/srv/git/site.git",
      folder: true,
    });
    expect(remoteLocation("../upstream", root)).toEqual({ where: "/home/maintainer/upstream", folder: true });
  });
});
