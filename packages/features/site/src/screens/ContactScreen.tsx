import {
  applyServerFieldErrors,
  showHttpErrorToast,
  useHumanCheckGate,
  useTrans,
} from '@coffer/core';
import { FormTextArea, FormTextField, useForm } from '@coffer/core/forms';
import { Button } from '@coffer/ui/Button';
import { Heading } from '@coffer/ui/Heading';
import { Stack } from '@coffer/ui/Stack';
import { Text } from '@coffer/ui/Text';
import { toast } from '@coffer/ui/Toast';
import { useNavigate } from 'react-router';
import { useSendContact } from '../api/contact';
import * as styles from '../components/page.css';
import { SITE_TEXT } from '../messages';

type ContactForm = { name: string; email: string; message: string };

/**
 * `/contact` (spec §2.2, §5, §7): name, email and message, all required (the email typed).
 * With `recaptcha.enable.contact` on, the human check passes first ('Could not verify you
 * are human.' otherwise). A sent message shows 'Your message has been submitted.' and goes
 * to `/`; the server's field messages land on their fields.
 */
export function ContactScreen() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const send = useSendContact();
  const humanCheck = useHumanCheckGate('contact');
  const form = useForm<ContactForm>({ defaultValues: { name: '', email: '', message: '' } });

  const submit = form.handleSubmit(async (values) => {
    if (!(await humanCheck.pass())) return;
    send.mutate(values, {
      onSuccess: () => {
        toast.positive(trans(SITE_TEXT.submitted));
        navigate('/');
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) showHttpErrorToast(error);
      },
    });
  });

  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Heading level={1}>{trans('Contact us')}</Heading>
            <Text tone="muted">{trans('Send us a message and we will answer you by email.')}</Text>
          </Stack>
          <form onSubmit={submit} noValidate aria-label={trans('Contact us')}>
            <Stack gap="lg">
              <FormTextField
                control={form.control}
                name="name"
                label={trans('Name')}
                autoComplete="name"
                rules={{ required: trans('The name field is required.') }}
              />
              <FormTextField
                control={form.control}
                name="email"
                label={trans('Email')}
                type="email"
                autoComplete="email"
                rules={{
                  required: trans('The email field is required.'),
                  pattern: {
                    value: /^\S+@\S+\.\S+$/,
                    message: trans('The email must be a valid email address.'),
                  },
                }}
              />
              <FormTextArea
                control={form.control}
                name="message"
                label={trans('Message')}
                rows={6}
                rules={{ required: trans('The message field is required.') }}
              />
              <Button type="submit" isPending={humanCheck.checking || send.isPending}>
                {trans('Send')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </div>
    </div>
  );
}
