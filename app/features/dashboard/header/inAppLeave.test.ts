// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { leavingPath } from './inAppLeave';

const here = new URL('http://app.test/superset/dashboard/7/?edit=true') as unknown as Location;

/** A click on a link with `attributes`, as the window's capture listener receives it. */
function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}, inner = false) {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const icon = document.createElement('span');
  link.append(icon);
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: inner ? icon : link });
  return event;
}

afterEach(() => document.body.replaceChildren());

describe('leavingPath', () => {
  it('names the in-app address a plain click on a link goes to, also from inside the link', () => {
    expect(leavingPath(clickOn({ href: '/dashboard/list/' }), here)).toBe('/dashboard/list/');
    expect(leavingPath(clickOn({ href: '/chart/list/?a=1#x' }, {}, true), here)).toBe(
      '/chart/list/?a=1#x',
    );
    // Another query string of the same page reloads its state: leaving too.
    expect(leavingPath(clickOn({ href: '/superset/dashboard/7/' }), here)).toBe(
      '/superset/dashboard/7/',
    );
  });

  it('lets through what does not leave the page here', () => {
    const stays = [
      clickOn({ href: '#TAB-2' }),
      clickOn({ href: '/superset/dashboard/7/?edit=true#CHART-1' }),
      clickOn({ href: 'https://elsewhere.test/' }),
      clickOn({ href: '/dashboard/list/', target: '_blank' }),
      clickOn({ href: '/api/v1/dashboard/7/export/', download: '' }),
      clickOn({ href: '/dashboard/list/' }, { ctrlKey: true }),
      clickOn({ href: '/dashboard/list/' }, { metaKey: true }),
      clickOn({ href: '/dashboard/list/' }, { shiftKey: true }),
      clickOn({ href: '/dashboard/list/' }, { button: 1 }),
    ];
    for (const event of stays) expect(leavingPath(event, here)).toBeNull();
    const handled = clickOn({ href: '/dashboard/list/' });
    handled.preventDefault();
    expect(leavingPath(handled, here)).toBeNull();
    const notALink = new MouseEvent('click', { button: 0 });
    Object.defineProperty(notALink, 'target', { value: document.body });
    expect(leavingPath(notALink, here)).toBeNull();
  });
});
