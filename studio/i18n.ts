import {defineField, type SlugValidationContext} from 'sanity'
import {SANITY_API_VERSION} from '../app/utils/sanity-api-version'
import {DEFAULT_LANGUAGE, LANGUAGES, type Language} from '../app/utils/language'

/**
 * Document-level translations (@sanity/document-internationalization): every document exists once per
 * language, with the same slug, and a `translation.metadata` document ties the versions together. The site's
 * languages come from app/utils/language.ts.
 */
export const LANGUAGE_TITLES: Record<Language, string> = {en: 'English', es: 'Español'}

export const supportedLanguages = LANGUAGES.map((id) => ({id, title: LANGUAGE_TITLES[id]}))

/** The fixed id of a singleton in a language: `homePage` in English, `homePage-es` in Spanish. */
export function singletonId(type: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? type : `${type}-${language}`
}

/** Written by the translation plugin when a version is created; editors never change it. */
export const languageField = defineField({name: 'language', title: 'Language', type: 'string', readOnly: true, hidden: true})

/** A slug is unique among the documents of its type in the same language: translations share their slug. */
export async function isUniqueInLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const {document, getClient} = context
  if (!document) return true
  const id = document._id.replace(/^drafts\./, '')
  const others = await getClient({apiVersion: SANITY_API_VERSION}).fetch<number>(
    `count(*[_type == $type && slug.current == $slug && language == $language && !(_id in [$id, $draft])])`,
    {type: document._type, slug, language: document.language ?? DEFAULT_LANGUAGE, id, draft: `drafts.${id}`},
  )
  return others === 0
}
