import type { TLocale } from "../../domain/locales";
import * as de from "../../domain/messages/de/index";
import * as en from "../../domain/messages/en/index";
import * as es from "../../domain/messages/es/index";
import * as fr from "../../domain/messages/fr/index";
import * as it from "../../domain/messages/it/index";
import * as nl from "../../domain/messages/nl/index";
import * as pt from "../../domain/messages/pt/index";
import type { TCatalogue } from "../../domain/messages/translation";

// Every language's texts: the worker writes each answer and e-mail in its reader's language, so it
// holds them all (a page ships only its own).
export const CATALOGUES: Record<TLocale, TCatalogue> = { en, de, fr, es, it, nl, pt };
