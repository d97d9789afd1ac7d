import {describe, expect, it} from 'vitest'
import {agentIdProblem, callSecondsProblem} from './web-call-rules'

describe('agentIdProblem', () => {
  it.each(['agent_5f2c8d1e0a9b4c7d', 'agent_ABCdef123456'])('accepts %j', (id) => expect(agentIdProblem(id)).toBe(true))

  it('leaves an empty id to the required rule', () => {
    expect(agentIdProblem(undefined)).toBe(true)
    expect(agentIdProblem('')).toBe(true)
  })

  it.each([
    '5f2c8d1e0a9b4c7d',
    'agent_',
    'agent_abc',
    'agent-5f2c8d1e0a9b',
    'agent_5f2c 8d1e0a9b',
    ' agent_5f2c8d1e0a9b',
    'llm_5f2c8d1e0a9b',
  ])('refuses %j with a message for the editor', (id) => expect(agentIdProblem(id)).toEqual(expect.any(String)))
})

describe('callSecondsProblem', () => {
  it.each([30, 180, 600])('accepts %d seconds', (seconds) => expect(callSecondsProblem(seconds)).toBe(true))

  it.each([29, 601, 0, -180, 90.5])('refuses %d seconds', (seconds) => expect(callSecondsProblem(seconds)).toEqual(expect.any(String)))
})
