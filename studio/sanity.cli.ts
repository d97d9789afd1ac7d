import {defineCliConfig} from 'sanity/cli'
import {dataset, projectId} from './env'

export default defineCliConfig({
  api: {projectId, dataset},
  // Auto-updates fetch the Studio version from Sanity's CDN at build time, which breaks offline builds.
  deployment: {autoUpdates: false},
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    schema: 'schema.json',
    generates: '../app/sanity/types.ts',
  },
})
