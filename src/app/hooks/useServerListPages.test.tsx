// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTestRoot, unmountTestRoot } from '../testing/testRoot';
import { useServerListPages } from './useServerListPages';

/** A server list of `pages` pages per list; `refuse` answers every request with an error. */
function serverList(pages: number) {
  const asked: string[] = [];
  let refuse = false;
  const load = async (list: string, page: number) => {
    asked.push(`${list}:${page}`);
    if (refuse) throw new TypeError('offline');
    return { answer: `${list} total`, lastPage: pages };
  };
  return { asked, load, refuse: () => (refuse = true) };
}

function Probe(props: { list: string; page: number; load: ReturnType<typeof serverList>['load'] }) {
  const answer = useServerListPages({
    list: props.list,
    page: props.page,
    enabled: true,
    load: (page) => props.load(props.list, page),
  });
  return <output>{answer ?? 'unknown'}</output>;
}

async function render(props: Parameters<typeof Probe>[0]) {
  await renderInTestRoot(<Probe {...props} />);
}

const shown = () => document.querySelector('output')?.textContent;
const waitPastDebounce = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

describe('paging a list past the mirror', () => {
  it('fetches pages 1 to the one shown once, and none past the last page', async () => {
    const server = serverList(3);
    await render({ list: 'closed', page: 2, load: server.load });
    await waitPastDebounce();
    expect(server.asked).toEqual(['closed:1', 'closed:2']);
    expect(shown()).toBe('closed total');

    await render({ list: 'closed', page: 1, load: server.load });
    await render({ list: 'closed', page: 5, load: server.load });
    await waitPastDebounce();
    expect(server.asked).toEqual(['closed:1', 'closed:2', 'closed:3']);
  });

  it('starts again at page 1 for another list, and knows nothing of it until it answers', async () => {
    const server = serverList(3);
    await render({ list: 'closed', page: 1, load: server.load });
    await waitPastDebounce();
    await render({ list: 'all', page: 2, load: server.load });
    expect(shown()).toBe('unknown');
    await waitPastDebounce();
    expect(server.asked).toEqual(['closed:1', 'all:1', 'all:2']);
    expect(shown()).toBe('all total');
  });

  it('knows nothing when the server cannot be asked: the list is what the device holds', async () => {
    const server = serverList(3);
    await render({ list: 'closed', page: 1, load: server.load });
    await waitPastDebounce();
    server.refuse();
    await render({ list: 'closed', page: 2, load: server.load });
    await waitPastDebounce();
    expect(shown()).toBe('unknown');
  });
});
