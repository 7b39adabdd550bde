import { Pagination, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, memo, useEffect, useRef, type HTMLAttributes } from 'react';
import { useHoverIntent } from '../use-hover-intent';

/**
 * antd's pagination whose pages are read before the click: `onRest(page)` once the pointer has rested
 * on a page, "previous" or "next", and again after each page change while it still rests on "previous"
 * or "next" (paging through, the hand stays where it clicked, and no new pointer-enter comes).
 */
export const Pager = memo(function Pager({ onRest, ...props }: PaginationProps & { onRest: (page: number) => void }) {
  const intent = useHoverIntent(onRest);
  const resting = useRef<'prev' | 'next' | undefined>(undefined);
  const current = props.current ?? 1;
  useEffect(() => {
    if (resting.current) intent.start(resting.current === 'next' ? current + 1 : current - 1);
  }, [current, intent]);
  const itemRender: PaginationProps['itemRender'] = (target, type, element) =>
    isValidElement<HTMLAttributes<HTMLElement>>(element) && (type === 'page' || type === 'prev' || type === 'next')
      ? cloneElement(element, {
          onMouseEnter: () => {
            resting.current = type === 'page' ? undefined : type;
            intent.start(target);
          },
          onMouseLeave: () => {
            resting.current = undefined;
            intent.cancel();
          },
          onClick: intent.cancel,
        })
      : element;
  return <Pagination {...props} itemRender={itemRender} />;
});
