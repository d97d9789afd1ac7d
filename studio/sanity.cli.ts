import {defineCliConfig} from 'sanity/cli'
import {dataset, projectId} from './env'

export default defineCliConfig({
  api: {projectId, dataset},
  deployment: {autoUpdates: true},
  typegen: {
    path: '../app/**/*.{ts,tsx}',
    schema: 'schema.json',
    generates: '../app/sanity/types.ts',
  },
})
