import type { PageChoice } from '@cabinet/static-server';
import type { PracticeData, RenderedPage, ServerTexts } from '../src/entry-server';
import { fillTemplate } from '../scripts/page-template.ts';
import { addressOfPrerenderedFile, type Language } from '../scripts/prerendered-pages.ts';
import type { CurrentTexts } from './site-texts-reader.ts';

type RenderPage = (
  url: string,
  language: Language,
  texts: ServerTexts,
  practice?: PracticeData,
) => Promise<RenderedPage>;

interface LivePagesOptions {
  /** The client build's `index.html`, which each page fills. */
  template: string;
  /** The server build's renderer (`src/entry-server.tsx`). */
  renderPage: RenderPage;
  /** The language's current staff-edited texts, or null when they cannot be read. */
  readTexts: (language: string) => Promise<CurrentTexts | null>;
  /** The practice's current identity and team, each null when it cannot be read. */
  readPractice?: () => Promise<PracticeData>;
  /** Told when a page cannot be made (never with the texts: only the page's file). */
  onRenderError?: (file: string, error: unknown) => void;
}

interface MadePage {
  version: string;
  /** Null when the page cannot be made: the page made at build time is sent instead. */
  html: Promise<string | null>;
}

/**
 * The pages as the site's server sends them: made with the texts staff edited in the back-office,
 * so an edit shows on the next page load with no rebuild and no visible swap in the browser, and
 * with the practice's identity (name, address, phone) and team as staff set them. Each page is
 * made once per version of its language's texts and of the practice's data, and kept. Null — send the page made at build
 * time — when the texts cannot be read, and when a page cannot be made.
 */
export function createLivePages({
  template,
  renderPage,
  readTexts,
  readPractice = async () => ({ organization: null, practitioners: null }),
  onRenderError,
}: LivePagesOptions) {
  const made = new Map<string, MadePage>();

  const make = async (
    file: string,
    language: Language,
    texts: ServerTexts,
    practice: PracticeData,
  ) => {
    const address = addressOfPrerenderedFile(file);
    if (!address) return null;
    try {
      const page = await renderPage(address, language, texts, practice);
      return fillTemplate(template, page, language);
    } catch (error) {
      onRenderError?.(file, error);
      return null;
    }
  };

  return async (page: PageChoice): Promise<string | null> => {
    const [current, practice] = await Promise.all([readTexts(page.language), readPractice()]);
    if (!current) return null;
    const version = `${current.version} ${JSON.stringify(practice)}`;
    let entry = made.get(page.file);
    if (entry?.version !== version) {
      entry = {
        version,
        html: make(page.file, page.language as Language, current.texts, practice),
      };
      made.set(page.file, entry);
    }
    return entry.html;
  };
}
