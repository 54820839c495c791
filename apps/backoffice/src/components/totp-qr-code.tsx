import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const QR_SIZE = 200;

/** The secret of an `otpauth://` URI, in groups of four for reading aloud or typing. */
export function totpSecret(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get('secret');
    return secret ? (secret.match(/.{1,4}/g) ?? []).join(' ') : null;
  } catch {
    return null;
  }
}

/** An SVG data URL of the QR code of `text`. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The QR code of a 2FA setup for the authenticator app, with the secret written out for people who
 * cannot scan it.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation('backoffice');
  const [src, setSrc] = useState<string | null>(null);
  const secret = totpSecret(uri);

  useEffect(() => {
    let current = true;
    void qrDataUrl(uri).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [uri]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('twoFactor.scan')}</Typography>
      <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider' }}>
        {src ? (
          <img
            src={src}
            alt={t('twoFactor.qrAlt')}
            width={QR_SIZE}
            height={QR_SIZE}
            data-totp-uri={uri}
          />
        ) : (
          <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
        )}
      </Box>
      {secret ? (
        <Typography variant="body2">
          {t('twoFactor.manualKey')}{' '}
          <Box
            component="code"
            sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}
          >
            {secret}
          </Box>
        </Typography>
      ) : null}
    </Stack>
  );
}
