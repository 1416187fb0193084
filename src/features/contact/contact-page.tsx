// Contact form (spec 01 §2, §5): validated on change and blur, sent 500 ms after
// submit, then "Envoyer" waits 5 minutes (a countdown that survives a reload).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { sendMail } from '../../api/contact-queries';
import { CONTACT_BOUNDS } from '../../api/contract/misc';
import { texts } from '../../i18n/fr';
import { webPagesTexts } from '../../i18n/fr-web-pages';
import { wait } from '../../lib/timing';
import { boundedText, requiredEmail } from '../../lib/form-rules';
import { main } from '../../state/main-store';
import { timerKeys } from '../../state/timers';
import { Banner } from '../../ui/banner';
import { TextField } from '../../ui/text-field';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { formatMinutesSeconds, useCountdown } from './use-countdown';
import styles from './contact-page.module.css';

export const CONTACT_SEND_DELAY_MS = 500;
export const CONTACT_RESEND_DELAY_MS = 300_000;

const ContactValues = z.object({
  username: boundedText(...CONTACT_BOUNDS.username),
  email: requiredEmail(),
  subject: boundedText(...CONTACT_BOUNDS.subject),
  text: boundedText(...CONTACT_BOUNDS.text),
});
type ContactValues = z.infer<typeof ContactValues>;

export default function ContactPage() {
  const http = useHttp();
  const { user, timers } = useSnapshot(main);
  const remaining = useCountdown(timers[timerKeys.contactForm], CONTACT_RESEND_DELAY_MS);
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ContactValues>({
    resolver: zodResolver(ContactValues),
    mode: 'all',
    defaultValues: { username: user?.username ?? '', email: '', subject: '', text: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ContactValues) => {
    setBanner(null);
    await wait(CONTACT_SEND_DELAY_MS);
    try {
      const { message } = await sendMail(http, values);
      main.timers[timerKeys.contactForm] = Date.now();
      setBanner({ tone: 'success', text: message });
      reset({ username: values.username, email: values.email, subject: '', text: '' });
    } catch (error) {
      setBanner({ tone: 'error', text: serverErrorText(error, webPagesTexts.contact.fallbackError) });
    }
  };

  return (
    <main className="page">
      <section className={styles.card}>
        <h1>{texts.contact.title}</h1>
        <p className={styles.intro}>{webPagesTexts.contact.intro}</p>
        {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
        <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField label={webPagesTexts.contact.username} hideLabel placeholder={webPagesTexts.contact.username} autoComplete="username" error={errors.username?.message} registration={register('username')} />
          <TextField label={webPagesTexts.contact.email} hideLabel placeholder={webPagesTexts.contact.email} type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
          <TextField label={webPagesTexts.contact.subject} hideLabel placeholder={webPagesTexts.contact.subject} error={errors.subject?.message} registration={register('subject')} />
          <TextField label={webPagesTexts.contact.text} hideLabel placeholder={webPagesTexts.contact.text} multiline error={errors.text?.message} registration={register('text')} />
          <button type="submit" className={`button-primary ${styles.send}`} disabled={isSubmitting || remaining > 0}>
            {remaining > 0 ? formatMinutesSeconds(remaining) : isSubmitting ? webPagesTexts.contact.sending : webPagesTexts.contact.send}
          </button>
        </form>
      </section>
    </main>
  );
}
