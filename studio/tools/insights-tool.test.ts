import type {ReactElement, ReactNode} from 'react'
import {describe, expect, it} from 'vitest'
import {InsightsLink, insightsTool, insightsUrl} from './insights-tool'

/** Every element of a tree the component returns (it uses no hooks: calling it is rendering it, minus the DOM). */
function elements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements)
  if (!node || typeof node !== 'object' || !('props' in node)) return []
  const element = node as ReactElement<{children?: ReactNode}>
  return [element as ReactElement<Record<string, unknown>>, ...elements(element.props.children)]
}

describe('the Insights tool', () => {
  it("links to the site's /insights, whatever the origin's trailing slash", () => {
    expect(insightsUrl('https://tradevoice.ai')).toBe('https://tradevoice.ai/insights')
    expect(insightsUrl('http://localhost:3000/')).toBe('http://localhost:3000/insights')
  })

  it('is a navbar tool whose page links to the Insights page, in a new tab without access to the Studio window', () => {
    const tool = insightsTool('https://tradevoice.ai')
    expect(tool).toMatchObject({name: 'insights', title: 'Insights'})
    const page = (tool.component as () => ReactElement<{url: string}>)()
    expect(page.type).toBe(InsightsLink)
    const links = elements(InsightsLink(page.props)).filter(({type}) => type === 'a')
    expect(links.map(({props}) => [props.href, props.target, props.rel, props.children])).toEqual([
      ['https://tradevoice.ai/insights', '_blank', 'noopener noreferrer', 'Open Insights'],
    ])
  })
})
