import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchContent } from "~/sanity/client.server";
import { LEAD_FORMS_QUERY } from "~/sanity/queries";
import { loadFormCopy } from "./copy.server";

vi.mock("~/sanity/client.server", async (original) => ({ ...(await original<object>()), fetchContent: vi.fn() }));
const fetchMock = vi.mocked(fetchContent);

const SEED_RATE_LIMITED = "Too many requests. Please wait a few minutes and try again.";
const edited = (rateLimited: string) => ({ demoCall: {}, messages: { rateLimited } });
// Each test asks with its own params, so the cache entries of one test never answer another.
const load = (test: string) => loadFormCopy(LEAD_FORMS_QUERY, { test }, (copy) => Boolean(copy?.messages));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
  fetchMock.mockReset();
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
});
