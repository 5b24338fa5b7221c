import type { LucideIcon } from 'lucide-react';

// Shapes of the hard-coded sample content of the landing and information pages
// (docs/product.md, Nothing pretends: plainly sample content). Components render these;
// they hold no copy of their own.

/** The colour study a generated artwork uses (see components/art-panel.tsx). */
export type ArtTone = 'ember' | 'dusk' | 'tide' | 'bloom' | 'noir' | 'citrus';

/** A date as YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

/** A link target: an in-app path, or a real file / mailto: / tel: address. */
export type Href = string;

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Step {
  title: string;
  text: string;
}

/** A sample talent (name, role, location, rating, reviews, specialties, hourlyRate). */
export interface SampleTalent {
  name: string;
  role: string;
  location: string;
  rating: number;
  reviews: number;
  specialties: string[];
  hourlyRate: number;
}

export type ProjectStatus = 'open' | 'urgent' | 'reviewing';

/** A sample project (title, client, type, budget, deadline, location, status). */
export interface SampleProject {
  title: string;
  client: string;
  type: string;
  budget: string;
  deadline: IsoDate;
  location: string;
  status: ProjectStatus;
  summary: string;
}

/** A blog article (title, excerpt, author, authorRole, publishDate, readTime, category). */
export interface BlogArticle<Category extends string = string> {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  publishDate: IsoDate;
  /** Minutes. */
  readTime: number;
  category: Category;
  tone: ArtTone;
  /** The article text, one string per paragraph. */
  body: string[];
}

/** An industry report (title, description, publishDate, pages, category, featured). */
export interface Report {
  id: string;
  title: string;
  description: string;
  publishDate: IsoDate;
  pages: number;
  category: string;
  featured: boolean;
  /** The file the app ships under src/web/public/reports/. */
  file: Href;
  highlights: string[];
  tone: ArtTone;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: IsoDate;
  summary: string;
  sections: LegalSection[];
}
