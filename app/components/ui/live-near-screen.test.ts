// @vitest-environment jsdom
import { act, createElement, useState, type ChangeEvent } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, it } from "vitest";
import { carryOver } from "./live-near-screen";

/** The server's form as the visitor left it: what they typed, and a hidden field the page filled. */
function serverForm(values: { calls: string; trade: string; token: string }) {
  const form = document.createElement("form");
  form.innerHTML = `<input name="calls"><select name="trade"><option value=""></option><option value="hvac">HVAC</option></select><input type="hidden" name="token">`;
  for (const [name, value] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement).value = value;
  document.body.append(form);
  return form;
}

/** A live form as React renders it: a controlled input and select whose state is shown beside them. */
function LiveForm() {
  const [calls, setCalls] = useState("50");
  const [trade, setTrade] = useState("");
  return createElement(
    "div",
    null,
    createElement(
      "form",
      null,
      createElement("input", { name: "calls", value: calls, onChange: (event) => setCalls(event.target.value) }),
      createElement(
        "select",
        { name: "trade", value: trade, onChange: (event: ChangeEvent<HTMLSelectElement>) => setTrade(event.target.value) },
        createElement("option", { value: "" }),
        createElement("option", { value: "hvac" }, "HVAC"),
      ),
      createElement("input", { type: "hidden", name: "token", defaultValue: "live-token" }),
    ),
    createElement("output", null, `${calls}|${trade}`),
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(createElement(LiveForm)));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
});

const live = () => container.querySelector("form")!;
const state = () => container.querySelector("output")!.textContent;

it("gives React's controlled inputs what the visitor typed after the live form rendered", () => {
  const from = serverForm({ calls: "150", trade: "hvac", token: "server-token" });
  act(() => carryOver(from, live()));
  expect(state()).toBe("150|hvac");
  expect((live().elements.namedItem("calls") as HTMLInputElement).value).toBe("150");
});

it("leaves the page's hidden fields and values that already match alone", () => {
  const from = serverForm({ calls: "50", trade: "", token: "server-token" });
  const events: string[] = [];
  live().addEventListener("input", (event) => events.push((event.target as HTMLInputElement).name));
  live().addEventListener("change", (event) => events.push((event.target as HTMLInputElement).name));
  act(() => carryOver(from, live()));
  expect(events).toEqual([]);
  expect(state()).toBe("50|");
  expect((live().elements.namedItem("token") as HTMLInputElement).value).toBe("live-token");
});
