import { describe, expect, it } from "vitest";
import { devListenHost } from "./listen-host.ts";

describe("devListenHost", () => {
  it("listens on 127.0.0.1 unless HOST says otherwise, without a warning on loopback", () => {
    expect(devListenHost({})).toEqual({ host: "127.0.0.1" });
    expect(devListenHost({ HOST: "" })).toEqual({ host: "127.0.0.1" });
    expect(devListenHost({ HOST: "localhost" })).toEqual({ host: "localhost" });
  });

  it("warns that any other address exposes the project", () => {
    const { host, warning } = devListenHost({ HOST: "0.0.0.0" });
    expect(host).toBe("0.0.0.0");
    expect(warning).toContain("HOST=0.0.0.0 exposes the dev server to the network");
  });
});
