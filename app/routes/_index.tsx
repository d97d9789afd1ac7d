export default function Home() {
  return <h1>TradeVoice</h1>;
}
