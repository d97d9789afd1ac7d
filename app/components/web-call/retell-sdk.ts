/**
 * Retell's browser SDK (and livekit-client, about 350 KB raw) in a chunk of its own, `retell-sdk-<hash>.js`, that
 * only a tap on a web-call button loads. Browser tests serve tests/mocks/fake-retell-web-client.js in its place.
 */
export { RetellWebClient } from "retell-client-js-sdk";
