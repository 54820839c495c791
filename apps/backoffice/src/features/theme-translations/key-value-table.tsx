import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface KeyValueTableProps {
  /** The rows shown, in order: a key and what its value cell shows. */
  rows: readonly { key: string; value: ReactNode }[];
  /** Names the table for assistive technology. */
  label: string;
}

/** Texts as a Key/Value table: monospace keys, the value as given (text, or a field to edit it). */
export function KeyValueTable({ rows, label }: KeyValueTableProps) {
  const { t } = useTranslation('backoffice');
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t('themeTranslations.noMatch')}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: { xs: '40%', sm: '35%' } }}>
              {t('themeTranslations.key')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('themeTranslations.value')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, value }) => (
            <TableRow key={key}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', verticalAlign: 'top' }}
              >
                {key}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
