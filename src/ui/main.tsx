// The app's entry point: mounts the Solid application into the page.
import { render } from 'solid-js/web';

function App() {
  return (
    <main>
      <h1>Stablehand</h1>
      <p>The table referee for Unstable Unicorns.</p>
    </main>
  );
}

render(() => <App />, document.getElementById('root')!);
