import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentRevision, fetchContent } from "~/sanity/client.server";
import { LEAD_FORMS_QUERY } from "~/sanity/queries";
import { loadFormCopy } from "./copy.server";

vi.mock("~/sanity/client.server", async (original) => ({
  ...(await original<object>()),
  fetchContent: vi.fn(),
  contentRevision: vi.fn(() => "r1"),
}));
const fetchMock = vi.mocked(fetchContent);
const revisionMock = vi.mocked(contentRevision);

const SEED_RATE_LIMITED = "Too many requests. Please wait a few minutes and try again.";
const edited = (rateLimited: string) => ({ demoCall: {}, messages: { rateLimited } });
// Each test asks with its own params, so the cache entries of one test never answer another.
const load = (test: string) => loadFormCopy(LEAD_FORMS_QUERY, { test, language: "en" }, (copy) => Boolean(copy?.messages));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
  fetchMock.mockReset();
  revisionMock.mockReturnValue("r1");
});
afterEach(() => vi.useRealTimers());

describe("form copy for a post", () => {
  it("is the bundled seed's when the content source fails and never answered", async () => {
    fetchMock.mockRejectedValue(new Error("Sanity 500"));
    expect((await load("cold"))?.messages?.rateLimited).toBe(SEED_RATE_LIMITED);
  });

  it("is the seed's after 2 s when the content source hangs", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const copy = load("hang");
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await copy)?.messages?.rateLimited).toBe(SEED_RATE_LIMITED);
  });

  it("is the last good answer once the content source fails, and never waits for it again", async () => {
    fetchMock.mockResolvedValueOnce(edited("Slow down, please."));
    expect((await load("warm"))?.messages?.rateLimited).toBe("Slow down, please.");

    vi.advanceTimersByTime(120_000);
    fetchMock.mockReturnValue(new Promise(() => {}));
    expect((await load("warm"))?.messages?.rateLimited).toBe("Slow down, please.");
  });

  it("rejects an answer without the copy (a broken edit) for the last good one", async () => {
    fetchMock.mockResolvedValueOnce(edited("First edit."));
    await load("broken");
    vi.advanceTimersByTime(120_000);
    fetchMock.mockResolvedValue({ demoCall: null, messages: null });
    await load("broken");
    await vi.advanceTimersByTimeAsync(0);
    expect((await load("broken"))?.messages?.rateLimited).toBe("First edit.");
  });

  it("is fetched afresh on the first post after a publish, within the minute", async () => {
    fetchMock.mockResolvedValueOnce(edited("Before the publish."));
    await load("publish");
    revisionMock.mockReturnValue("r2");
    fetchMock.mockResolvedValueOnce(edited("After the publish."));
    expect((await load("publish"))?.messages?.rateLimited).toBe("After the publish.");
  });

  it("keeps the last good copy when the source fails right after a publish", async () => {
    fetchMock.mockResolvedValueOnce(edited("Before the outage."));
    await load("publish-outage");
    revisionMock.mockReturnValue("r3");
    fetchMock.mockRejectedValue(new Error("Sanity 500"));
    expect((await load("publish-outage"))?.messages?.rateLimited).toBe("Before the outage.");
  });
});
