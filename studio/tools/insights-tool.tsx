import {ChartUpwardIcon} from '@sanity/icons'
import type {Tool} from 'sanity'

/** The site's Insights page (visits, leads and conversion rates; behind the team password). */
export const insightsUrl = (siteOrigin: string) => `${siteOrigin.replace(/\/+$/, '')}/insights`

/** Plain elements (the Studio's own font and colours apply): the tool is one link, no UI kit needed. */
export function InsightsLink({url}: {url: string}) {
  return (
    <div style={{maxWidth: '40rem', padding: '2rem', lineHeight: 1.5}}>
      <h1 style={{fontSize: '1.5rem', margin: '0 0 1rem'}}>Insights</h1>
      <p style={{margin: '0 0 1.5rem'}}>
        Visits, leads and conversion rates per page, campaign, referrer, language and variant, day by day. The report is on the website,
        behind the team password.
      </p>
      <a href={url} target="_blank" rel="noopener noreferrer" style={{fontWeight: 600}}>
        Open Insights
      </a>
    </div>
  )
}

/** A Studio tool (in the navbar, next to Structure and Presentation) that links to the site's Insights page. */
export function insightsTool(siteOrigin: string): Tool {
  const url = insightsUrl(siteOrigin)
  return {name: 'insights', title: 'Insights', icon: ChartUpwardIcon, component: () => <InsightsLink url={url} />}
}
