import {
  CalendarDays,
  Cake,
  Check,
  Gem,
  Gift,
  Heart,
  PenLine,
  Sparkles,
  Star,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The icon names the content gives levels and advantages; an unknown name draws none. */
const ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  heart: Heart,
  gem: Gem,
  gift: Gift,
  cake: Cake,
  wrench: Wrench,
  truck: Truck,
  calendar: CalendarDays,
  pen: PenLine,
  star: Star,
  check: Check,
};

/** A decorative icon by its content name (the text beside it says what it means). */
export function LevelIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon size={size} aria-hidden="true" focusable="false" /> : null;
}
