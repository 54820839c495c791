import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkComponent, NavLinkItem } from '../links/link-component.tsx';
import { ConsentField } from './consent-field.tsx';
import { ContactDetailsFields, type ChangeDetail } from './contact-details-fields.tsx';
import { withDetail, type ContactChoices, type ContactDetails } from './contact-details.ts';
import {
  emptyContactForm,
  validateContact,
  type ContactFormErrors,
  type ContactFormValues,
  type ContactLimits,
  type ContactTextField,
} from './contact-validation.ts';

export interface ContactFormProps<D extends ContactDetails = ContactDetails> {
  /** Called with valid values; sending them waits for the verification (`waitingForVerification`). */
  onSubmit: (values: ContactFormValues<D>) => void;
  /** Each text field's maximum length, from the API's contract. */
  limits: ContactLimits;
  /** What the optional details offer, from the API's contract. */
  choices: ContactChoices<D>;
  /** A service's name, as the site calls it. */
  serviceLabel: (service: NonNullable<D['service']>) => string;
  /** While the request is on its way: the button shows a spinner and is disabled. */
  submitting?: boolean;
  /** Sent as soon as the verification succeeds: the button says so meanwhile. */
  waitingForVerification?: boolean;
  privacyLink: NavLinkItem;
  linkComponent?: LinkComponent;
  /** The human-verification widget (the app provides it). */
  verification?: ReactNode;
  /** The verification failed: the form says so, and is not sent. */
  verificationFailed?: boolean;
  initialValues?: ContactFormValues<D>;
  /** Show the errors of the initial values at once (stories of the error state). */
  validateOnMount?: boolean;
}

const fields: { name: ContactTextField; type: string; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'given-name' },
  { name: 'surname', type: 'text', autoComplete: 'family-name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
];

/** The message field's rows before it holds any text. */
const MESSAGE_ROWS = 5;

/**
 * The message field grows to its rows in the browser only (MUI measures it there): HTML rendered
 * ahead of time shows it two rows high, and it would grow by three once the page comes alive,
 * moving everything below it from under a visitor's pointer. CSS gives it its height from the
 * start; the field's hidden twin, which MUI measures the text with, is left free.
 */
const messageMinHeight = {
  '& textarea:not([aria-hidden])': { minHeight: `calc(${MESSAGE_ROWS} * 1.4375em)` },
};

/** The contact request form: fields and errors, optional details, consent, verification slot. */
export function ContactForm<D extends ContactDetails = ContactDetails>(props: ContactFormProps<D>) {
  const { onSubmit, limits, submitting = false, privacyLink, linkComponent, verification } = props;
  const { choices, serviceLabel } = props;
  const { waitingForVerification = false, verificationFailed = false } = props;
  // Empty, the form has none of the details, which are all optional.
  const { initialValues = emptyContactForm as ContactFormValues<D>, validateOnMount = false } =
    props;
  const { t } = useTranslation('ui');
  const [values, setValues] = useState(initialValues);
  // Checked once the visitor has tried to send, then again as they correct the fields.
  const [submitted, setSubmitted] = useState(validateOnMount);
  const errors: ContactFormErrors = submitted ? validateContact(values, limits) : {};

  // Each change applies to the values as they are by then: changes made in one go (the browser's
  // autofill, typing handed over as the form comes alive) all count.
  const update = (change: Partial<ContactFormValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const changeDetail: ChangeDetail<D> = (key, next) =>
    // The form's values are its fields and the details `D`: a detail's value there is `D`'s.
    setValues((current) => withDetail(current, key, next(current[key] as D[typeof key])));
  const errorText = (field: keyof ContactFormValues) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.code === 'tooLong') return t('contactForm.error.tooLong', { max: error.max });
    if (error.code === 'email') return t('contactForm.error.email');
    if (error.code === 'reachable') return t('contactForm.error.reachable');
    return t('contactForm.error.consent');
  };
  const labels: Record<ContactTextField, string> = {
    name: t('contactForm.name'),
    surname: t('contactForm.surname'),
    phone: t('contactForm.phone'),
    email: t('contactForm.email'),
    message: t('contactForm.message'),
  };

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const found = validateContact(values, limits);
    setSubmitted(true);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {fields.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            type={type}
            label={labels[name]}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => update({ [name]: event.target.value })}
            error={Boolean(errors[name])}
            helperText={
              errorText(name) ?? (name === 'email' ? t('contactForm.reachableHint') : ' ')
            }
            sx={{ flex: { sm: '1 1 calc(50% - 16px)' } }}
          />
        ))}
      </Stack>
      <TextField
        name="message"
        label={labels.message}
        multiline
        minRows={MESSAGE_ROWS}
        value={values.message}
        onChange={(event) => update({ message: event.target.value })}
        error={Boolean(errors.message)}
        helperText={errorText('message') ?? t('contactForm.messageHint')}
        sx={messageMinHeight}
      />
      <FormControl>
        <FormLabel id="contact-prescription">{t('contactForm.prescription')}</FormLabel>
        <RadioGroup
          row
          name="hasPrescription"
          aria-labelledby="contact-prescription"
          value={values.hasPrescription ? 'yes' : 'no'}
          onChange={(event) => update({ hasPrescription: event.target.value === 'yes' })}
        >
          <FormControlLabel value="yes" control={<Radio />} label={t('contactForm.yes')} />
          <FormControlLabel value="no" control={<Radio />} label={t('contactForm.no')} />
        </RadioGroup>
      </FormControl>
      <ContactDetailsFields
        choices={choices}
        serviceLabel={serviceLabel}
        values={values}
        onChange={changeDetail}
      />
      <ConsentField
        checked={values.consent}
        onChange={(consent) => update({ consent })}
        error={errorText('consent')}
        privacyLink={privacyLink}
        linkComponent={linkComponent}
      />
      {verification}
      {verificationFailed ? (
        <FormHelperText error role="alert">
          {t('contactForm.error.verification')}
        </FormHelperText>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={submitting || waitingForVerification}
        loadingPosition={waitingForVerification ? 'start' : 'center'}
        disabled={submitting || waitingForVerification}
        sx={{ alignSelf: 'flex-start' }}
      >
        {waitingForVerification ? t('contactForm.verifying') : t('contactForm.submit')}
      </Button>
    </Stack>
  );
}
