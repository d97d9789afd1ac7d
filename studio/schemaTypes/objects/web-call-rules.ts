/** Rules for the web-call fields (the Studio's validation; pure functions so they are tested without a Studio). */

/** Retell agent ids are `agent_` and letters or digits, as the Retell dashboard shows them. */
const AGENT_ID = /^agent_[A-Za-z0-9]{6,64}$/

export const MIN_CALL_SECONDS = 30
export const MAX_CALL_SECONDS = 600
export const DEFAULT_CALL_SECONDS = 180

/** Why an agent id cannot be used; an empty one is left to `required` where the field needs one. */
export function agentIdProblem(value: string | undefined): string | true {
  if (value === undefined || value === '') return true
  return AGENT_ID.test(value)
    ? true
    : 'A Retell agent id looks like "agent_" followed by letters and digits (copy it from the Retell dashboard).'
}

/** Why a maximum call length cannot be used: whole seconds between 30 s and 10 minutes. */
export function callSecondsProblem(value: number | undefined): string | true {
  if (value === undefined) return true
  if (!Number.isInteger(value) || value < MIN_CALL_SECONDS || value > MAX_CALL_SECONDS)
    return `Whole seconds from ${MIN_CALL_SECONDS} to ${MAX_CALL_SECONDS} (${MAX_CALL_SECONDS / 60} minutes).`
  return true
}
