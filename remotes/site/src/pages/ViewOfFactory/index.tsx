/**
 * /viewOfFactory: factory videos in a card carousel above a player. A video
 * that starts playing counts one view (updateVisitTimes); the card shows the
 * new count at once.
 */
import { useRef, useState } from 'react';
import type { Id, Schema } from '@platform/sdk';
import { siteApi } from '../../api';
import { useFactoryVideos } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import { ChannelPage } from '../../components/ChannelPage';
import './factory.css';

type FactoryVideo = Schema<'FactoryVideo'>;

const PAGE = { pageNum: 1, pageSize: 50 };

function VideoCard({ video, views, active, onSelect }: { video: FactoryVideo; views: number; active: boolean; onSelect: () => void }) {
  return (
    <button type="button" className={`factory-card${active ? ' factory-card--active' : ''}`} onClick={onSelect} aria-pressed={active}>
      <span className="factory-card__cover">
        <Picture src={video.coverImg} alt="" className="factory-card__img" />
        <span className="factory-card__play" aria-hidden="true">
          ▶
        </span>
        <span className="factory-card__duration">{video.duration}</span>
      </span>
      <span className="factory-card__body">
        <strong>{video.name}</strong>
        <span>{video.sloganTitle}</span>
        <span className="factory-card__views" data-testid={`views-${video.id}`}>
          播放 {views} 次
        </span>
      </span>
    </button>
  );
}

function Player({ video, views, onPlayed }: { video: FactoryVideo; views: number; onPlayed: (id: Id) => void }) {
  return (
    <div className="factory-player">
      <video
        key={video.id}
        className="factory-player__video"
        src={video.sloganVideo}
        poster={video.coverImg ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={video.name}
        data-testid="factory-video"
        onPlay={() => onPlayed(video.id)}
      />
      <div className="factory-player__text">
        <h2>{video.name}</h2>
        <h3>{video.sloganTitle}</h3>
        <p>{video.sloganText}</p>
        <p className="factory-player__meta">
          时长 {video.duration} · 播放 {views} 次
        </p>
      </div>
    </div>
  );
}

function Videos({ videos }: { videos: FactoryVideo[] }) {
  const [selected, setSelected] = useState(0);
  const [views, setViews] = useState<Record<string, number>>({});
  // A play counts once; after the video ended, playing it again counts again.
  const counting = useRef(new Set<string>());
  const track = useRef<HTMLDivElement>(null);
  const current = videos[Math.min(selected, videos.length - 1)];
  const viewsOf = (video: FactoryVideo) => views[String(video.id)] ?? video.visitTimes;

  const countView = async (id: Id) => {
    const key = String(id);
    if (counting.current.has(key)) return;
    counting.current.add(key);
    try {
      const count = await siteApi.countVideoView(id);
      setViews((all) => ({ ...all, [key]: count }));
    } catch {
      counting.current.delete(key);
    }
  };

  const select = (index: number) => {
    counting.current.clear();
    setSelected(index);
  };
  const slide = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <>
      <Player video={current} views={viewsOf(current)} onPlayed={(id) => void countView(id)} />
      <div className="factory-cards">
        <button type="button" className="factory-cards__arrow" aria-label="向左" onClick={() => slide(-1)}>
          ‹
        </button>
        <div className="factory-cards__track" ref={track}>
          {videos.map((video, i) => (
            <VideoCard key={video.id} video={video} views={viewsOf(video)} active={i === selected} onSelect={() => select(i)} />
          ))}
        </div>
        <button type="button" className="factory-cards__arrow" aria-label="向右" onClick={() => slide(1)}>
          ›
        </button>
      </div>
    </>
  );
}

export default function ViewOfFactory() {
  const videos = useFactoryVideos(PAGE);
  return (
    <ChannelPage channel="数字工厂" title="数字工厂" lead="走进标杆工厂，看数字化改造的真实做法">
      <Section title="工厂实景" lead="来自平台企业的数字化车间与智能工厂">
        <Block query={videos} isEmpty={(page) => page.rows.length === 0} empty="暂无工厂视频" rows={6}>
          {(page) => <Videos videos={page.rows} />}
        </Block>
      </Section>
    </ChannelPage>
  );
}
