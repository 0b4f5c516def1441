import {
  Bike,
  ChartColumn,
  CircleCheck,
  Clock,
  Heart,
  LayoutDashboard,
  MapIcon,
  Percent,
  Shield,
  Smartphone,
  Star,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon names the content service gives a benefit, each with the drawing it stands for. Only
 * these are bundled: a name from the content picks one of them, it never loads another.
 */
const benefitIcons = new Map<string, LucideIcon>([
  ['clock', Clock],
  ['shield', Shield],
  ['star', Star],
  ['trending-up', TrendingUp],
  ['layout', LayoutDashboard],
  ['bar-chart', ChartColumn],
  ['percent', Percent],
  ['wallet', Wallet],
  ['map', MapIcon],
  ['phone', Smartphone],
  ['bike', Bike],
  ['heart', Heart],
]);

/** What a benefit with no icon, or one named that is not above, shows: a check mark in a circle. */
export const FALLBACK_BENEFIT_ICON: LucideIcon = CircleCheck;

/** A benefit's icon name (any case, spaces around it ignored) as the icon to draw. */
export function benefitIcon(name: string | null | undefined): LucideIcon {
  return (name && benefitIcons.get(name.trim().toLowerCase())) || FALLBACK_BENEFIT_ICON;
}
