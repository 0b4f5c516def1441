import { css, type SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import { theme } from './theme';

/**
 * - `primary`: the form's or the page's main action.
 * - `secondary`: an action beside it ('Cancel', 'Back'), or one of several equal ones.
 * - `text`: looks like a link, for a small action in running text ('Login', 'Change address').
 * - `danger`: an action that destroys something ('Delete my account', 'Remove').
 */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
/** `md` for a form's actions, `sm` for one in a row of cards or a toolbar. */
export type ButtonSize = 'md' | 'sm';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The primary or danger colour as a border and text on the surface, for a quieter action. */
  outline?: boolean;
  /** Fully rounded ends, for chips and 'View More'. */
  pill?: boolean;
}

const padding: Record<ButtonSize, string> = { md: '12px 16px', sm: '8px 12px' };

/** `hover`: the fill under the pointer, or for an outlined one the brand's soft tint (none for danger). */
function filled(colour: string, hover: string | undefined, outline: boolean): SerializedStyles {
  if (outline) {
    return css`
      border: 1px solid ${colour};
      background: ${theme.color.surface};
      color: ${colour};
      ${hover ? `&:hover:not(:disabled) { background: ${theme.color.brandSoft}; }` : ''}
    `;
  }
  return css`
    border: 0;
    background: ${colour};
    color: #fff;
    ${hover ? `&:hover:not(:disabled) { background: ${hover}; }` : ''}
  `;
}

const looks: Record<ButtonVariant, (outline: boolean) => SerializedStyles> = {
  primary: (outline) => filled(theme.color.brand, theme.color.brandDark, outline),
  danger: (outline) => filled(theme.color.danger, undefined, outline),
  secondary: () => css`
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    &:hover:not(:disabled) { background: ${theme.color.brandSoft}; }
  `,
  text: () => css`
    border: 0;
    background: none;
    color: ${theme.color.brand};
    text-decoration: underline;
  `,
};

/** The styles of a button's look, for an element that must stay a link ('Cancel' that only leaves). */
export function buttonStyles({ variant = 'primary', size = 'md', outline = false, pill = false }: ButtonLook = {}): SerializedStyles {
  return css`
    padding: ${variant === 'text' ? 0 : padding[size]};
    border-radius: ${pill ? '999px' : '8px'};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    ${looks[variant](outline)}
    &:disabled { opacity: 0.6; cursor: not-allowed; }
    &[aria-busy='true'] { cursor: progress; }
  `;
}

const lookProps = new Set<string>(['variant', 'size', 'outline', 'pill']);

/** The kit's button: give it a `variant` (primary unless said) and, if needed, a `size`. */
export const Button = styled('button', { shouldForwardProp: (prop) => !lookProps.has(prop) })<ButtonLook>((look) => buttonStyles(look));
