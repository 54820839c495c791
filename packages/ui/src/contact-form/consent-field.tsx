import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PlainLink, type LinkComponent, type NavLinkItem } from '../links/link-component.tsx';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  privacyLink: NavLinkItem;
  linkComponent?: LinkComponent;
}

/** The unticked consent checkbox and its notice on health data under the Swiss nLPD. */
export function ConsentField({
  checked,
  onChange,
  error,
  privacyLink,
  linkComponent,
}: ConsentFieldProps) {
  const { t } = useTranslation('ui');
  const noticeId = useId();
  const errorId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <Typography id={noticeId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans
          t={t}
          i18nKey="contactForm.consentNotice"
          components={{
            privacy: <Link component={linkComponent ?? PlainLink} to={privacyLink.to} />,
          }}
        />
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            name="consent"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': error ? `${noticeId} ${errorId}` : noticeId,
                'aria-invalid': Boolean(error),
              },
            }}
          />
        }
        label={t('contactForm.consent')}
      />
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
