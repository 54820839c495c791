import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChip } from './choice-chip.tsx';
import { toggled, type ContactChoices, type ContactDetails } from './contact-details.ts';

/** Sets one detail from its current value; `undefined` leaves it out. */
export type ChangeDetail<D extends ContactDetails> = <K extends keyof ContactDetails>(
  key: K,
  next: (current: D[K]) => D[K] | undefined,
) => void;

interface ContactDetailsFieldsProps<D extends ContactDetails> {
  choices: ContactChoices<D>;
  /** A service's name, as the site calls it. */
  serviceLabel: (service: NonNullable<D['service']>) => string;
  values: D;
  onChange: ChangeDetail<D>;
}

const fieldset = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

/** Each choice's text, by detail and value: written out, so a text no choice uses can be found. */
const choiceLabels = (t: ReturnType<typeof useTranslation<'ui'>>['t']): Record<string, string> => ({
  'language.fr': t('contactForm.details.language.fr'),
  'language.en': t('contactForm.details.language.en'),
  'language.de': t('contactForm.details.language.de'),
  'language.other': t('contactForm.details.language.other'),
  'period.morning': t('contactForm.details.period.morning'),
  'period.afternoon': t('contactForm.details.period.afternoon'),
  'period.evening': t('contactForm.details.period.evening'),
  'day.mon': t('contactForm.details.day.mon'),
  'day.tue': t('contactForm.details.day.tue'),
  'day.wed': t('contactForm.details.day.wed'),
  'day.thu': t('contactForm.details.day.thu'),
  'day.fri': t('contactForm.details.day.fri'),
});

/** The chips of one question, wrapping on a phone. */
const Chips = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{children}</Box>
);

/**
 * The request's optional details, grouped apart and said to be optional: the service asked about,
 * the language wanted for therapy, and when the visitor is usually free. Each starts unset, and a
 * detail left unset is not sent.
 */
export function ContactDetailsFields<D extends ContactDetails>(
  props: ContactDetailsFieldsProps<D>,
) {
  const { choices, serviceLabel, values, onChange } = props;
  const { t } = useTranslation('ui');
  const labels = choiceLabels(t);
  const label = (detail: 'language' | 'period' | 'day', choice: string) =>
    labels[`${detail}.${choice}`] ?? choice;
  return (
    <Box
      component="fieldset"
      sx={{ ...fieldset, border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2 }}
    >
      <Box component="legend" sx={{ typography: 'subtitle1', fontWeight: 600, px: 0.5 }}>
        {t('contactForm.details.legend')}
      </Box>
      <TextField
        select
        fullWidth
        name="service"
        label={t('contactForm.details.service')}
        value={values.service ?? ''}
        onChange={(event) => {
          // Read now: React may set the list back to its last value before the update runs.
          const service = (event.target.value || undefined) as D['service'];
          onChange('service', () => service);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mt: 1.5 }}
      >
        <option value="">{t('contactForm.details.anyService')}</option>
        {choices.services.map((service) => (
          <option key={service} value={service}>
            {serviceLabel(service)}
          </option>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ ...fieldset, mt: 2.5 }}>
        <FormLabel component="legend">{t('contactForm.details.therapyLanguage')}</FormLabel>
        <Chips>
          <ChoiceChip
            type="radio"
            name="therapyLanguage"
            value=""
            label={t('contactForm.details.anyLanguage')}
            checked={!values.therapyLanguage}
            onChange={() => onChange('therapyLanguage', () => undefined)}
          />
          {choices.therapyLanguages.map((language) => (
            <ChoiceChip
              key={language}
              type="radio"
              name="therapyLanguage"
              value={language}
              label={label('language', language)}
              checked={values.therapyLanguage === language}
              onChange={() => onChange('therapyLanguage', () => language)}
            />
          ))}
        </Chips>
      </Box>
      <Box component="fieldset" sx={{ ...fieldset, mt: 2.5 }}>
        <FormLabel component="legend">{t('contactForm.details.freeTimes')}</FormLabel>
        <Chips>
          {choices.freePeriods.map((period) => (
            <ChoiceChip
              key={period}
              type="checkbox"
              name="freePeriods"
              value={period}
              label={label('period', period)}
              checked={values.freePeriods?.includes(period) ?? false}
              onChange={(checked) =>
                onChange('freePeriods', (current) =>
                  toggled(choices.freePeriods, current, period, checked),
                )
              }
            />
          ))}
        </Chips>
        <Chips>
          {choices.freeDays.map((day) => (
            <ChoiceChip
              key={day}
              type="checkbox"
              name="freeDays"
              value={day}
              label={label('day', day)}
              checked={values.freeDays?.includes(day) ?? false}
              onChange={(checked) =>
                onChange('freeDays', (current) => toggled(choices.freeDays, current, day, checked))
              }
            />
          ))}
        </Chips>
      </Box>
    </Box>
  );
}
