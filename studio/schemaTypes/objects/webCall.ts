import {defineField} from 'sanity'
import {agentIdProblem} from './web-call-rules'

/** The Studio group holding a document's web-call fields. */
export const webCallFieldset = {
  name: 'webCall',
  title: 'Web call (Talk To Me)',
  description: 'Who answers when a visitor talks to the assistant in the browser.',
  options: {collapsible: true, collapsed: true},
}

/** The Retell agent answering web calls started from this document, in this document's language. */
export function retellAgentIdField(description: string, fieldset?: string) {
  return defineField({
    name: 'retellAgentId',
    title: 'Retell agent id',
    description,
    type: 'string',
    fieldset,
    validation: (rule) => rule.custom(agentIdProblem).error(),
  })
}

/** Greeting variables passed to the agent (`retell_llm_dynamic_variables`), so it opens as if it answered that business. */
export function greetingFields(fieldset: string) {
  return [
    defineField({
      name: 'businessType',
      title: 'Business type (greeting)',
      description: 'Passed to the agent as {{businessType}}, e.g. "plumbing company".',
      type: 'string',
      fieldset,
    }),
    defineField({
      name: 'trade',
      title: 'Trade (greeting)',
      description: 'Passed to the agent as {{trade}}, e.g. "plumbing".',
      type: 'string',
      fieldset,
    }),
  ]
}

/** The assistant card and trade page fields: their own agent (else the default one) and greeting variables. */
export function webCallSourceFields() {
  return [
    retellAgentIdField(
      'Optional. Leave empty to use the default agent of "Web calls". The Spanish version needs a Spanish-speaking agent.',
      webCallFieldset.name,
    ),
    ...greetingFields(webCallFieldset.name),
  ]
}
