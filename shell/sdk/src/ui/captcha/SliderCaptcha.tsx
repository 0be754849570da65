/**
 * The platform's slider captcha: a picture with a gap and a piece to slide
 * into it. The drag is sampled as it happens and sent with the end point; a
 * pass hands the single-use `validate` token to the caller, a failure shows
 * 验证失败 and brings a new picture (a challenge answers only once).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Spin, Tooltip } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { captchaApi } from '../../api/services';
import type { CaptchaChallenge } from '../../api/types';
import { MESSAGES } from '../../api/messages';
import { queryKeys } from '../../query/keys';
import './captcha.css';

type Status = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

/** The server takes at most this many samples of a drag. */
const MAX_SAMPLES = 400;
/** How long 验证失败 shows before the new picture. */
const FAILED_PAUSE_MS = 900;
/** Background pixels an arrow key moves the piece (with Shift: five times as far). */
const KEY_STEP = 2;

// Every widget asks for challenges of its own, even two on one page.
let widgets = 0;

const HINTS: Record<Status, string> = {
  idle: '向右拖动滑块填充拼图',
  dragging: '',
  checking: '验证中…',
  passed: '验证通过',
  failed: MESSAGES.captchaFailed,
};

interface Drag {
  /** Where the pointer took hold, or undefined when the keyboard moves the piece. */
  pointerX?: number;
  startedAt: number;
  /** How far the handle is now, in rendered pixels (the state lags a render behind). */
  offset: number;
  /** Rendered pixels per background pixel. */
  scale: number;
  maxOffset: number;
  track: Array<[number, number]>;
}

export interface SliderCaptchaProps {
  /** Called once with the token when the slide passes. */
  onPass(validate: string): void;
}

export function SliderCaptcha({ onPass }: SliderCaptchaProps) {
  const [widget] = useState(() => (widgets += 1));
  const [round, setRound] = useState(0);
  const challenge = useQuery({
    queryKey: queryKeys.captcha(widget, round),
    queryFn: captchaApi.get,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [status, setStatus] = useState<Status>('idle');
  const [offset, setOffset] = useState(0);
  const [pieceWidth, setPieceWidth] = useState<number>();
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const failTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(failTimer.current), []);

  const renew = () => {
    clearTimeout(failTimer.current);
    drag.current = null;
    setOffset(0);
    setPieceWidth(undefined);
    setStatus('idle');
    setRound((n) => n + 1);
  };

  const data: CaptchaChallenge | undefined = challenge.data;

  const begin = (pointerX?: number): Drag | undefined => {
    const stage = stageRef.current;
    if (status !== 'idle' || !data || !stage || pieceWidth === undefined) return undefined;
    const scale = stage.clientWidth / data.width;
    drag.current = {
      pointerX,
      startedAt: performance.now(),
      offset: 0,
      scale,
      maxOffset: (data.width - pieceWidth) * scale,
      track: [[0, 0]],
    };
    setStatus('dragging');
    return drag.current;
  };

  /** Moves the piece, sampling the track as a person's drag would be. */
  const moveTo = (current: Drag, wanted: number) => {
    const next = Math.min(Math.max(wanted, 0), current.maxOffset);
    current.offset = next;
    setOffset(next);
    const x = Math.round(next / current.scale);
    const last = current.track[current.track.length - 1];
    if (x !== last[1] && current.track.length < MAX_SAMPLES) {
      current.track.push([Math.round(performance.now() - current.startedAt), x]);
    }
  };

  const release = (current: Drag) => {
    if (!data) return;
    drag.current = null;
    const x = Math.round(current.offset / current.scale);
    current.track.push([Math.round(performance.now() - current.startedAt), x]);
    setStatus('checking');
    captchaApi
      .check({ captchaId: data.captchaId, x, track: current.track })
      .then(({ validate }) => {
        setStatus('passed');
        onPass(validate);
      })
      .catch(() => {
        setStatus('failed');
        failTimer.current = setTimeout(renew, FAILED_PAUSE_MS);
      });
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (begin(event.clientX)) event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current?.pointerX === undefined || status !== 'dragging') return;
    moveTo(current, event.clientX - current.pointerX);
  };

  const onPointerUp = () => {
    const current = drag.current;
    if (current?.pointerX === undefined || status !== 'dragging') return;
    release(current);
  };

  // The keyboard works too: arrows move the piece, Enter lets go of it.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const current = drag.current ?? begin();
      if (!current || current.pointerX !== undefined) return;
      const step = KEY_STEP * (event.shiftKey ? 5 : 1) * current.scale;
      moveTo(current, current.offset + (event.key === 'ArrowRight' ? step : -step));
    } else if (event.key === 'Enter' && drag.current && drag.current.pointerX === undefined) {
      event.preventDefault();
      release(drag.current);
    }
  };

  if (challenge.isError) {
    return (
      <div className="slider-captcha slider-captcha--error" role="alert">
        <span>验证码加载失败</span>
        <Button type="link" onClick={renew}>
          重试
        </Button>
      </div>
    );
  }

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const ready = data !== undefined && pieceWidth !== undefined;
  const handleWidth = data && pieceWidth !== undefined ? percent(pieceWidth, data.width) : undefined;

  return (
    <div className={`slider-captcha slider-captcha--${status}`} data-testid="slider-captcha">
      <div
        className="slider-captcha__stage"
        ref={stageRef}
        style={data ? { aspectRatio: `${data.width} / ${data.height}` } : undefined}
      >
        {data ? (
          <>
            <img className="slider-captcha__background" src={data.background} alt="拼图背景" draggable={false} />
            <img
              className="slider-captcha__piece"
              src={data.piece}
              alt="拼图块"
              draggable={false}
              onLoad={(event) => setPieceWidth(event.currentTarget.naturalWidth)}
              style={{
                top: percent(data.pieceY, data.height),
                left: `${offset}px`,
                width: handleWidth,
                visibility: pieceWidth === undefined ? 'hidden' : 'visible',
              }}
            />
            <Tooltip title="换一张">
              <Button
                className="slider-captcha__refresh"
                size="small"
                type="text"
                icon={<ReloadOutlined />}
                aria-label="换一张"
                disabled={status === 'dragging' || status === 'checking'}
                onClick={renew}
              />
            </Tooltip>
          </>
        ) : (
          <Spin className="slider-captcha__loading" />
        )}
      </div>
      <div className="slider-captcha__track">
        <div className="slider-captcha__fill" style={{ width: offset }} />
        <span className="slider-captcha__hint" aria-live="polite">
          {HINTS[status]}
        </span>
        <button
          type="button"
          className="slider-captcha__handle"
          aria-label="拖动滑块完成拼图"
          aria-description="也可用左右方向键移动拼图块，按回车键确认"
          disabled={!ready || status === 'checking' || status === 'passed'}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{ left: offset, width: handleWidth }}
        >
          {status === 'passed' ? <CheckOutlined /> : status === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </button>
      </div>
    </div>
  );
}
