import { useEffect, useState } from "react";
import { watchWebCallId } from "./web-call-id";

/** The hidden `webCallId` of the demo-call and demo-signup forms: the visitor's last web call, linked to their lead. */
export function WebCallIdField() {
  const [callId, setCallId] = useState("");
  useEffect(() => watchWebCallId(setCallId), []);
  return <input type="hidden" name="webCallId" value={callId} />;
}
