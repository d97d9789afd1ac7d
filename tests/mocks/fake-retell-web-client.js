/**
 * The browser tests' stand-in for the `retell-sdk` chunk (retell-client-js-sdk's RetellWebClient): the same
 * methods and events, no LiveKit room. Served with `page.route` in place of the chunk; the spec drives the call
 * through `window.__fakeRetell` (emit an event, read what the page asked of the client).
 */
const fake = (window.__fakeRetell ??= { clients: [], started: [], stopped: 0, muted: [] });

export class RetellWebClient {
  constructor() {
    this.listeners = new Map();
    this.connected = false;
    fake.clients.push(this);
    fake.emit = (event, ...args) => this.emit(event, ...args);
  }

  on(event, listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event, ...args) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
    return true;
  }

  async startCall({ accessToken }) {
    fake.started.push(accessToken);
    this.connected = true;
    this.emit("call_started");
  }

  async startAudioPlayback() {}

  // As the SDK does: call_ended only for a call that was connected.
  stopCall() {
    fake.stopped += 1;
    if (!this.connected) return;
    this.connected = false;
    this.emit("call_ended");
  }

  mute() {
    fake.muted.push(true);
  }

  unmute() {
    fake.muted.push(false);
  }
}
