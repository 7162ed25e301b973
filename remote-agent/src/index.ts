// Async boundary for the standalone frame (the host never loads this file, only the exposes).
import('./bootstrap');
