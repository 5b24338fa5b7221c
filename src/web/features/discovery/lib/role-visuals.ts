import {
  BrushIcon,
  CameraIcon,
  ClapperboardIcon,
  type LucideIcon,
  PersonStandingIcon,
  ShirtIcon,
  VideoIcon,
} from 'lucide-react';
import type { ProfessionalRole } from '../../../../shared/enums';

/** An icon and a one-line pitch per professional role, for the category cards. */
export const ROLE_VISUALS: Record<ProfessionalRole, { icon: LucideIcon; blurb: string }> = {
  model: { icon: PersonStandingIcon, blurb: 'Fashion, commercial and editorial faces of your campaign.' },
  photographer: { icon: CameraIcon, blurb: 'Portrait, product, wedding and editorial photography.' },
  videographer: { icon: VideoIcon, blurb: 'Brand films, events, music videos and social content.' },
  stylist: { icon: ShirtIcon, blurb: 'Wardrobe, props and styling that set the look.' },
  makeup_artist: { icon: BrushIcon, blurb: 'Beauty, editorial and on-set makeup and hair.' },
  creative_director: { icon: ClapperboardIcon, blurb: 'Concepts, art direction and a team that delivers.' },
};
