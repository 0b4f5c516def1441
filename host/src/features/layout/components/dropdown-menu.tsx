import styled from '@emotion/styled';
import { answeredInPage, theme } from '@storefront/ui';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useDropdown } from '../use-dropdown';
import { OpensPageBeforeApp } from './opens-page-before-app';

const Wrapper = styled.div`
  position: relative;
  button[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 8px 10px;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
`;

const Panel = styled.ul`
  position: absolute;
  right: 0;
  z-index: 800;
  min-width: 180px;
  margin: 4px 0 0;
  padding: 6px;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 24px rgb(0 0 0 / 0.12);
  a, button {
    display: block;
    width: 100%;
    padding: 8px 12px;
    border: 0;
    border-radius: 8px;
    background: none;
    color: ${theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { background: ${theme.color.brandSoft}; }
`;

/** Before the app is in, the button opens `page`, where the list's first choice leads. */
export function DropdownMenu({ label, page, children }: { label: ReactNode; page: string; children: ReactNode }) {
  const { open, toggle, close, container, button } = useDropdown<HTMLDivElement>();
  const panelId = useId();
  return (
    <Wrapper ref={container}>
      <OpensPageBeforeApp page={page}>
        <MenuButton ref={button} aria-expanded={open} aria-controls={panelId} onClick={answeredInPage(toggle)}>
          {label}
          <ChevronDown size={16} />
        </MenuButton>
      </OpensPageBeforeApp>
      {open ? (
        <Panel id={panelId} onClick={close}>
          {children}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
