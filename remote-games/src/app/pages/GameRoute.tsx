import { GameFramePage } from '../../features/game-frame/components/GameFramePage';

export default GameFramePage;
