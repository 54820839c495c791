import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { InlineSvg } from '../inline-svg/inline-svg.tsx';
import { PlainLink, type LinkComponent } from '../links/link-component.tsx';

/**
 * The card's illustration: a picture file (`src`), or an SVG drawing's markup (`svg`) drawn in the
 * page itself (`InlineSvg`), which costs a phone far less than an SVG image.
 */
export type ServiceImage = { width: number; height: number } & (
  { src: string; svg?: never } | { svg: string; src?: never }
);

export interface ServiceCardProps {
  title: string;
  /** Decorative illustration; the title names the card. */
  image: ServiceImage;
  /** Where the card leads, e.g. `/services#family-psychotherapy`. */
  to: string;
  /** A short line under the title. */
  summary?: string;
  /** A router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Marks the card whose detail is shown. */
  selected?: boolean;
  /** Heading level of the title. */
  headingLevel?: 'h2' | 'h3';
  /**
   * A picture file is the largest thing on the first screen (the first card on a phone): load it at
   * once and first, instead of lazily once the layout is known.
   */
  imagePriority?: boolean;
}

/** A service of the practice: its illustration and title, as one link. */
export function ServiceCard(props: ServiceCardProps) {
  const { title, image, to, summary, selected = false, headingLevel = 'h3' } = props;
  const { imagePriority = false } = props;
  const linkComponent = props.linkComponent ?? PlainLink;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderColor: selected ? 'primary.main' : 'divider', borderWidth: 2 }}
    >
      <CardActionArea
        component={linkComponent}
        to={to}
        aria-current={selected ? 'true' : undefined}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {image.svg !== undefined ? (
          <InlineSvg markup={image.svg} width={image.width} height={image.height} />
        ) : (
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading={imagePriority ? 'eager' : 'lazy'}
            fetchPriority={imagePriority ? 'high' : 'auto'}
            decoding="async"
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography component={headingLevel} variant="h6" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          {summary ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {summary}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
