import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';

function ThemeOverview() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <Typography variant="h3" component="h1">
        Un espace pour déposer ce qui pèse
      </Typography>
      <Typography>
        Psychothérapie individuelle, de couple, de famille et de groupe à Neuchâtel. Les séances
        sont remboursées par l’assurance de base (LAMal) sur prescription médicale.{' '}
        <Link href="#tarifs">Voir les tarifs</Link>
      </Typography>
      <Typography color="text.secondary">
        Texte secondaire : horaires, informations d’accès et mentions complémentaires.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained">Prendre rendez-vous</Button>
        <Button variant="contained" color="secondary">
          Nos prestations
        </Button>
        <Button variant="outlined">Notre équipe</Button>
        <Button>En savoir plus</Button>
      </Box>
      <Paper sx={{ p: 2 }}>
        <Typography>
          Carte sur fond « papier » : formulaire de contact, panneaux de tarifs.
        </Typography>
      </Paper>
      <Alert severity="info">Le cabinet est fermé du 24 décembre au 2 janvier.</Alert>
      <Alert severity="success">Votre message a bien été envoyé.</Alert>
      <Alert severity="warning">Merci d’annuler au moins 24 heures à l’avance.</Alert>
      <Alert severity="error">Le message n’a pas pu être envoyé.</Alert>
    </Box>
  );
}

const meta = {
  title: 'Theme/Overview',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
