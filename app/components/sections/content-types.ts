/**
 * The shapes sections read from query results. Generated query types mark every field as nullable,
 * so sections accept null and simply skip what an editor left empty.
 */
export type Maybe<T> = T | null | undefined;

export interface IntroContent {
  eyebrow?: Maybe<string>;
  heading?: Maybe<string>;
  subheading?: Maybe<string>;
}

export interface BenefitContent {
  _key: string;
  title?: Maybe<string>;
  description?: Maybe<string>;
  icon?: Maybe<string>;
}

export interface TileContent {
  _key: string;
  name?: Maybe<string>;
  description?: Maybe<string>;
  icon?: Maybe<string>;
}

export interface StepContent {
  _key: string;
  title?: Maybe<string>;
  description?: Maybe<string>;
  icon?: Maybe<string>;
  href?: Maybe<string>;
}

export interface StatContent {
  _key: string;
  value?: Maybe<string>;
  label?: Maybe<string>;
  description?: Maybe<string>;
}

export interface FaqContent {
  _key: string;
  question?: Maybe<string>;
  answer?: Maybe<string>;
}

export interface TestimonialContent {
  _id: string;
  quote?: Maybe<string>;
  author?: Maybe<string>;
  role?: Maybe<string>;
  company?: Maybe<string>;
  rating?: Maybe<number>;
}
