import {ChartUpwardIcon} from '@sanity/icons'
import {Box, Button, Card, Heading, Stack, Text} from '@sanity/ui'
import type {Tool} from 'sanity'

/** The site's Insights page (visits, leads and conversion rates; behind the team password). */
export const insightsUrl = (siteOrigin: string) => `${siteOrigin.replace(/\/+$/, '')}/insights`

export function InsightsLink({url}: {url: string}) {
  return (
    <Box padding={4}>
      <Card padding={4} radius={3} shadow={1}>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            Insights
          </Heading>
          <Text>
            Visits, leads and conversion rates per page, campaign, referrer, language and variant, day by day. The report is on the website,
            behind the team password.
          </Text>
          <Button as="a" href={url} target="_blank" rel="noopener noreferrer" icon={ChartUpwardIcon} text="Open Insights" tone="primary" />
        </Stack>
      </Card>
    </Box>
  )
}

/** A Studio tool (in the navbar, next to Structure and Presentation) that links to the site's Insights page. */
export function insightsTool(siteOrigin: string): Tool {
  const url = insightsUrl(siteOrigin)
  return {name: 'insights', title: 'Insights', icon: ChartUpwardIcon, component: () => <InsightsLink url={url} />}
}
