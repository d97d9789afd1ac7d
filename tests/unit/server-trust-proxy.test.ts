import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustProxySetting } from "../../server/trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("reads every form Express takes", () => {
    expect(trustProxySetting(undefined)).toEqual(["loopback"]);
    expect(trustProxySetting("")).toEqual(["loopback"]);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("loopback, linklocal,uniquelocal")).toEqual(["loopback", "linklocal", "uniquelocal"]);
    expect(trustProxySetting("10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(trustProxySetting("10.0.0.0/8, 192.168.0.0/255.255.0.0, fd00::/8, ::1")).toEqual([
      "10.0.0.0/8",
      "192.168.0.0/255.255.0.0",
      "fd00::/8",
      "::1",
    ]);
  });

  it.each(["yes", "1.5", "-1", "10.0.0.0/33", "fd00::/129", "10.0.0.1/8/1", "loopback,example.com", "300.1.1.1"])(
    "refuses %s at boot, naming it",
    (value) => {
      expect(() => trustProxySetting(value)).toThrow(`TRUST_PROXY=${JSON.stringify(value)}`);
    },
  );

  /** The address Express reports for a request from 127.0.0.1 that says X-Forwarded-For: 203.0.113.7, 198.51.100.2. */
  async function clientIp(setting: ReturnType<typeof trustProxySetting>) {
    const app = express();
    app.set("trust proxy", setting);
    app.get("/", (req, res) => void res.send(req.ip));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      return await (await fetch(url, { headers: { "x-forwarded-for": "203.0.113.7, 198.51.100.2" } })).text();
    } finally {
      server.close();
    }
  }

  it("means in Express what it says: 1 is one hop, true trusts all, false none, names and ranges by address", async () => {
    expect(await clientIp(trustProxySetting("1"))).toBe("198.51.100.2");
    expect(await clientIp(trustProxySetting("2"))).toBe("203.0.113.7");
    expect(await clientIp(trustProxySetting("true"))).toBe("203.0.113.7");
    expect(await clientIp(trustProxySetting("false"))).toBe("127.0.0.1");
    expect(await clientIp(trustProxySetting(""))).toBe("198.51.100.2");
    expect(await clientIp(trustProxySetting("127.0.0.0/8,198.51.100.0/24"))).toBe("203.0.113.7");
    expect(await clientIp(trustProxySetting("10.0.0.1"))).toBe("127.0.0.1");
  });
});
