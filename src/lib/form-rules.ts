// French validation rules for the forms (spec 01 §5): the contract's bounds, the spec's texts.
import * as z from 'zod/mini';
import { texts } from '../i18n/fr';

/** Required ("Requis") text between min and max characters. */
export function boundedText(min: number, max: number) {
  return z.string().check(z.minLength(1, texts.forms.required), z.minLength(min, texts.forms.min(min)), z.maxLength(max, texts.forms.max(max)));
}

export function requiredEmail() {
  return z.string().check(z.minLength(1, texts.forms.required), z.email(texts.forms.email));
}
