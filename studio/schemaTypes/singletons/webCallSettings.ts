import {defineField, defineType} from 'sanity'
import {MicrophoneIcon} from '@sanity/icons'
import {requiredString, section} from '../objects/fields'
import {retellAgentIdField} from '../objects/webCall'
import {callSecondsProblem, DEFAULT_CALL_SECONDS} from '../objects/web-call-rules'

/** A message shown to a visitor whose web call cannot start or go on; each one points to the phone demo call. */
function refusal(name: string, title: string, when: string) {
  return requiredString(name, title, `Shown when ${when}. Tell the visitor to use the phone demo call instead.`)
}

/**
 * Web calls ("Talk To Me" in the browser): whether they are on, how long a call may last, the default agent, and
 * every word of the buttons, the call panel and the messages. One per language: the Spanish site talks to a
 * Spanish agent.
 */
export const webCallSettings = defineType({
  name: 'webCallSettings',
  title: 'Web calls',
  type: 'document',
  icon: MicrophoneIcon,
  fields: [
    defineField({
      name: 'enabled',
      title: 'Web calls on',
      description: 'Off: the Talk To Me buttons scroll to the demo-call form, as they do when the site has no Retell key.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'maxCallSeconds',
      title: 'Longest call (seconds)',
      description: 'The page ends the call there. From 30 to 600 seconds; 180 is three minutes.',
      type: 'number',
      initialValue: DEFAULT_CALL_SECONDS,
      validation: (rule) => rule.required().custom(callSecondsProblem).error(),
    }),
    retellAgentIdField(
      'The agent for the live-demo section, landing-page blocks, and assistant cards or trade pages without their own. Empty: no web calls.',
    ),
    section('labels', 'Buttons and call panel', [
      requiredString(
        'talkNowLabel',
        'Live-demo and trade page button',
        'e.g. "Talk to it now". Assistant cards use their own "Talk To Me".',
      ),
      requiredString('panelLabel', 'Call panel name', 'Read by screen readers, e.g. "Live call with the assistant".'),
      requiredString('connecting', 'While connecting', 'e.g. "Connecting…" (the browser asks for the microphone meanwhile).'),
      requiredString('live', 'During the call', 'e.g. "Live".'),
      requiredString('agentTalking', 'The assistant is talking'),
      requiredString('listening', 'The assistant is listening'),
      requiredString('mute', 'Mute button'),
      requiredString('unmute', 'Unmute button'),
      requiredString('muted', 'Microphone muted'),
      requiredString('end', 'End button'),
      requiredString('ended', 'After the call', 'e.g. "Call ended".'),
      requiredString('timeLeft', 'Time left', '{time} is replaced by minutes and seconds, e.g. "2:45".'),
      requiredString('transcriptLabel', 'Transcript heading'),
      requiredString('agentName', 'Speaker name of the assistant'),
      requiredString('visitorName', 'Speaker name of the visitor', 'e.g. "You".'),
      requiredString('afterCallHeading', 'Heading after the call', 'Above the demo-call form and Start Free Trial.'),
      requiredString('afterCallText', 'Text after the call'),
      requiredString('phoneCallLabel', 'Link to the demo-call form', 'After the call or a message, e.g. "Get a call on my phone".'),
      requiredString('startTrialLabel', 'Start Free Trial button'),
      requiredString('errorHeading', 'Heading of a message', 'Above a refusal or failure message, beside the demo-call form.'),
    ]),
    section(
      'messages',
      'Messages to visitors',
      [
        refusal('crossSite', 'Started from another site', 'the call was started from another website'),
        refusal('bot', 'Automated browser', 'the visitor looks like a robot'),
        refusal('tooManyFromAddress', 'Too many calls from one address', 'one address started too many calls this hour or day'),
        refusal('dailyCapReached', 'Daily limit reached', 'the site has used up its web calls for today'),
        refusal('providerError', 'Calling service failed', 'the calling service fails or does not answer'),
        refusal('microphoneDenied', 'Microphone refused', 'the visitor or the browser refuses the microphone'),
        refusal('microphoneAbsent', 'No microphone', 'the device has no microphone'),
        refusal('noWebRtc', 'Browser cannot call', 'the browser cannot make web calls (no WebRTC)'),
        refusal('connectionLost', 'Connection lost', 'the connection drops during the call'),
        refusal('tabHidden', 'Page left', 'the visitor switched to another tab or app, which ends the call'),
        refusal('callLengthReached', 'Longest call reached', 'the call reached its longest length'),
      ],
      {description: 'Each one tells the visitor what to do instead: the phone demo call.'},
    ),
  ],
  preview: {
    select: {enabled: 'enabled', maxCallSeconds: 'maxCallSeconds', language: 'language'},
    prepare: ({enabled, maxCallSeconds}: {enabled?: boolean; maxCallSeconds?: number}) => ({
      title: 'Web calls',
      subtitle: enabled ? `On, up to ${maxCallSeconds ?? DEFAULT_CALL_SECONDS} s a call` : 'Off',
    }),
  },
})
