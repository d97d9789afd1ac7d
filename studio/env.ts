/**
 * Studio settings from SANITY_STUDIO_* env vars (Sanity exposes only that prefix to the browser bundle).
 * The placeholders let `sanity build` and the schema tooling run without a project.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000'
