import { SectionIntro } from "~/components/ui/section-intro";
import type { SiteSettings } from "~/components/layout/types";
import { UiIcon } from "~/components/ui/icon";
import type { PageContent } from "~/sanity/content";
import type { HOME_PAGE_QUERY } from "~/sanity/queries";
import { useVoiceSamples } from "~/components/voice/voice-samples";
import { useLocalize } from "~/components/layout/root-data";
import { TalkLink } from "~/components/web-call/web-calls";

/** 'Meet your AI Assistants' (#ai-assistants): three voice cards and the 'More Assistants' card. */
export function AssistantsSection({
  section,
  voiceMessages,
}: {
  section: PageContent<typeof HOME_PAGE_QUERY>["assistants"] | null;
  voiceMessages: SiteSettings["voiceMessages"];
}) {
  // "Talk To Me" and "Get In Touch" lead to the demo-call form on the home page; with web calls Talk To Me starts one.
  const localize = useLocalize();
  const { intro, items, talkLabel, more } = section ?? {};
  const { state, press } = useVoiceSamples(voiceMessages);
  return (
    <section id="ai-assistants" aria-labelledby="ai-assistants-heading" className="section">
      <div className="container-page">
        <SectionIntro intro={intro} headingId="ai-assistants-heading" />
        <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {items?.map((assistant) => {
            const active = state.status !== "idle" && state.assistantId === assistant._id;
            const loading = active && state.status === "loading";
            const playing = active && state.status === "playing";
            const nameId = `assistant-${assistant._id}-name`;
            return (
              <li
                key={assistant._id}
                data-testid="assistant-card"
                data-state={active ? state.status : "idle"}
                className={`card flex flex-col gap-4 transition-shadow ${active ? "border-brand shadow-lg shadow-brand/10" : ""}`}
              >
                {/* Type above name, the play button beside both: one grid, no wrapper around the two. */}
                <div className="grid grid-cols-[1fr_auto] items-start gap-x-3">
                  <span className="inline-flex justify-self-start rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-strong">
                    {assistant.type}
                  </span>
                  <h3 id={nameId} className="col-start-1 mt-3 text-2xl font-bold tracking-tight">
                    {assistant.name}
                  </h3>
                  <button
                    type="button"
                    onClick={() => void press(assistant._id)}
                    aria-label={(active ? voiceMessages?.stopLabel : voiceMessages?.playLabel) ?? undefined}
                    aria-describedby={nameId}
                    className="col-start-2 row-span-2 row-start-1 grid size-12 shrink-0 place-items-center rounded-full bg-brand text-white shadow-md transition-colors hover:bg-brand-strong"
                  >
                    {loading ? (
                      <UiIcon name="loader-circle" className="animate-spin" />
                    ) : playing ? (
                      <UiIcon name="pause-filled" />
                    ) : (
                      <UiIcon name="play-filled" className="ml-0.5" />
                    )}
                  </button>
                </div>
                <VoiceWave playing={playing} />
                <p className="flex-1 leading-relaxed text-ink-soft">{assistant.description}</p>
                <TalkLink source={`assistant:${assistant._id}`} href={localize("/#live-demo")} className="btn-secondary w-full">
                  {talkLabel}
                </TalkLink>
              </li>
            );
          })}
          {more?.title ? (
            <li className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-ink p-6 text-white shadow-sm">
              {more.badge ? (
                <span className="inline-flex w-fit rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-ink">{more.badge}</span>
              ) : null}
              <h3 className="text-2xl font-bold tracking-tight">{more.title}</h3>
              <p className="leading-relaxed text-slate-300">{more.description}</p>
              {more.items?.length ? (
                <ul className="flex-1 space-y-2 text-sm text-slate-200">
                  {more.items.map((item) => (
                    <li key={item} className="tick [--tick-color:var(--color-accent)]">
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
              <a href={localize("/#live-demo")} className="btn-accent w-full">
                {more.ctaLabel}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

/**
 * Small equaliser under the name that moves while the sample plays (bar heights and delays: motion.css). Still, it is
 * one element drawing its bars (10 bar elements in each card only while one plays).
 */
function VoiceWave({ playing }: { playing: boolean }) {
  return (
    <div aria-hidden="true" className={`voice-wave flex h-6 items-end gap-1 ${playing ? "playing" : ""}`}>
      {playing ? Array.from({ length: 10 }, (_, index) => <span key={index} />) : null}
    </div>
  );
}
